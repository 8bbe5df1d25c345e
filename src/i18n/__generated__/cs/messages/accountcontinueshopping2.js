/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountcontinueshopping2Inputs */

const cs_accountcontinueshopping2 = /** @type {(inputs: Accountcontinueshopping2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pokračovat v nákupu`)
};

/**

* @param {Accountcontinueshopping2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const accountcontinueshopping2 = cs_accountcontinueshopping2;
export { accountcontinueshopping2 as "accountContinueShopping" }