/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountcontinueshopping2Inputs */

const nl_accountcontinueshopping2 = /** @type {(inputs: Accountcontinueshopping2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verder winkelen`)
};

/**

* @param {Accountcontinueshopping2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const accountcontinueshopping2 = nl_accountcontinueshopping2;
export { accountcontinueshopping2 as "accountContinueShopping" }