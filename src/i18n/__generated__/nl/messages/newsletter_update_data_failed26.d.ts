export { newsletter_update_data_failed26 as "NEWSLETTER_UPDATE_DATA_FAILED" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Newsletter_Update_Data_Failed26Inputs = {};
/**

* @param {Newsletter_Update_Data_Failed26Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
declare const newsletter_update_data_failed26: ((inputs?: Newsletter_Update_Data_Failed26Inputs, options?: {
    locale?: "nl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Newsletter_Update_Data_Failed26Inputs, {
    locale?: "nl";
}, {}>;
