/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountcontinueshopping2Inputs */

const de_ch2_accountcontinueshopping2 = /** @type {(inputs: Accountcontinueshopping2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Weiter einkaufen`)
};

/**

* @param {Accountcontinueshopping2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const accountcontinueshopping2 = de_ch2_accountcontinueshopping2;
export { accountcontinueshopping2 as "accountContinueShopping" }