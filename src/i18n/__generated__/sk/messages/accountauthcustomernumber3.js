/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountauthcustomernumber3Inputs */

const sk_accountauthcustomernumber3 = /** @type {(inputs: Accountauthcustomernumber3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zákaznícke číslo`)
};

/**

* @param {Accountauthcustomernumber3Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const accountauthcustomernumber3 = sk_accountauthcustomernumber3;
export { accountauthcustomernumber3 as "accountAuthCustomerNumber" }