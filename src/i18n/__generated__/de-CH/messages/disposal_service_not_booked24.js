/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Disposal_Service_Not_Booked24Inputs */

const de_ch2_disposal_service_not_booked24 = /** @type {(inputs: Disposal_Service_Not_Booked24Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der Artikel wurde in den Warenkorb gelegt, der Entsorgungsservice konnte aber nicht gebucht werden. Bitte buchen Sie ihn im Warenkorb.`)
};

/**

* @param {Disposal_Service_Not_Booked24Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const disposal_service_not_booked24 = de_ch2_disposal_service_not_booked24;
export { disposal_service_not_booked24 as "DISPOSAL_SERVICE_NOT_BOOKED" }