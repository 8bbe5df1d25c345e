/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Newsletter_Update_Data_Failed26Inputs */

const de_ch2_newsletter_update_data_failed26 = /** @type {(inputs: Newsletter_Update_Data_Failed26Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Etwas ist schiefgelaufen. Bitte versuchen Sie es später noch einmal.`)
};

/**

* @param {Newsletter_Update_Data_Failed26Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const newsletter_update_data_failed26 = /** @type {((inputs?: Newsletter_Update_Data_Failed26Inputs, options?: { locale?: "de-CH" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Newsletter_Update_Data_Failed26Inputs, { locale?: "de-CH" }, {}>} */ ((inputs = {}, options = {}) => {
	return de_ch2_newsletter_update_data_failed26(inputs)
});
export { newsletter_update_data_failed26 as "NEWSLETTER_UPDATE_DATA_FAILED" }