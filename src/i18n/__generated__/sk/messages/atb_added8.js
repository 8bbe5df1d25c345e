/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Atb_Added8Inputs */

const sk_atb_added8 = /** @type {(inputs: Atb_Added8Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tovar bol pridaný do košíka.`)
};

/**

* @param {Atb_Added8Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const atb_added8 = sk_atb_added8;
export { atb_added8 as "ATB_ADDED" }