import "./index-BAN1tMZn.js";
import "./dialog-fEMjAfBb.js";
import "./item-card-DcEad1IH.js";
import "./text-field-C5q5EduD.js";
import "./use-now-CzzdknSh.js";
