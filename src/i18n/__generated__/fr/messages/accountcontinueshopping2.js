/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountcontinueshopping2Inputs */

const fr_accountcontinueshopping2 = /** @type {(inputs: Accountcontinueshopping2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Continuer mes achats`)
};

/**

* @param {Accountcontinueshopping2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const accountcontinueshopping2 = fr_accountcontinueshopping2;
export { accountcontinueshopping2 as "accountContinueShopping" }