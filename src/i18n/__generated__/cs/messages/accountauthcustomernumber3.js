/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountauthcustomernumber3Inputs */

const cs_accountauthcustomernumber3 = /** @type {(inputs: Accountauthcustomernumber3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zákaznické číslo`)
};

/**

* @param {Accountauthcustomernumber3Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const accountauthcustomernumber3 = cs_accountauthcustomernumber3;
export { accountauthcustomernumber3 as "accountAuthCustomerNumber" }