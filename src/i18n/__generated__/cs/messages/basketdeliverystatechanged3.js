/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Basketdeliverystatechanged3Inputs */

const cs_basketdeliverystatechanged3 = /** @type {(inputs: Basketdeliverystatechanged3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`U některého zboží ve Vašem košíku se změnila dostupnost. Zkontrolujte prosím svůj košík.`)
};

/**

* @param {Basketdeliverystatechanged3Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const basketdeliverystatechanged3 = cs_basketdeliverystatechanged3;
export { basketdeliverystatechanged3 as "basketDeliveryStateChanged" }