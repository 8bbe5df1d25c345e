/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountcontinueshopping2Inputs */

const sv_accountcontinueshopping2 = /** @type {(inputs: Accountcontinueshopping2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fortsätt handla`)
};

/**

* @param {Accountcontinueshopping2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const accountcontinueshopping2 = sv_accountcontinueshopping2;
export { accountcontinueshopping2 as "accountContinueShopping" }