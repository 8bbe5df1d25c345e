/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Atb_General10Inputs */

const sk_atb_general10 = /** @type {(inputs: Atb_General10Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tovar sa nepodarilo pridať do košíka.`)
};

/**

* @param {Atb_General10Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const atb_general10 = sk_atb_general10;
export { atb_general10 as "ATB_GENERAL" }