/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkoutdeliverystatechanged3Inputs */

const sv_checkoutdeliverystatechanged3 = /** @type {(inputs: Checkoutdeliverystatechanged3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Leveransstatus för några varor har ändrats. Kontrollera din order och beställ sedan igen.`)
};

/**

* @param {Checkoutdeliverystatechanged3Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const checkoutdeliverystatechanged3 = sv_checkoutdeliverystatechanged3;
export { checkoutdeliverystatechanged3 as "checkoutDeliveryStateChanged" }