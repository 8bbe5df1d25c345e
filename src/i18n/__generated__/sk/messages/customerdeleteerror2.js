/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerdeleteerror2Inputs */

const sk_customerdeleteerror2 = /** @type {(inputs: Customerdeleteerror2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Váš zákaznícky účet sa nepodarilo zrušiť. Obráťte sa, prosím, na náš zákaznícky servis.`)
};

/**

* @param {Customerdeleteerror2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const customerdeleteerror2 = sk_customerdeleteerror2;
export { customerdeleteerror2 as "customerDeleteError" }