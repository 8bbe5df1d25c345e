/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkoutadditionalhint2Inputs */

const de_ch2_checkoutadditionalhint2 = /** @type {(inputs: Checkoutadditionalhint2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`z. B. c/o, Etage, Hinterhaus`)
};

/**

* @param {Checkoutadditionalhint2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const checkoutadditionalhint2 = de_ch2_checkoutadditionalhint2;
export { checkoutadditionalhint2 as "checkoutAdditionalHint" }