/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountauthcustomernumber3Inputs */

const sv_accountauthcustomernumber3 = /** @type {(inputs: Accountauthcustomernumber3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kundnummer`)
};

/**

* @param {Accountauthcustomernumber3Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const accountauthcustomernumber3 = sv_accountauthcustomernumber3;
export { accountauthcustomernumber3 as "accountAuthCustomerNumber" }