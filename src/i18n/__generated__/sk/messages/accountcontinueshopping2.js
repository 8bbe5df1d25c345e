/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountcontinueshopping2Inputs */

const sk_accountcontinueshopping2 = /** @type {(inputs: Accountcontinueshopping2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pokračovať v nákupe`)
};

/**

* @param {Accountcontinueshopping2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const accountcontinueshopping2 = sk_accountcontinueshopping2;
export { accountcontinueshopping2 as "accountContinueShopping" }