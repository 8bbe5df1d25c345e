/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customernotverified2Inputs */

const sv_customernotverified2 = /** @type {(inputs: Customernotverified2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bekräfta din e-postadress`)
};

/**

* @param {Customernotverified2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const customernotverified2 = sv_customernotverified2;
export { customernotverified2 as "customerNotVerified" }