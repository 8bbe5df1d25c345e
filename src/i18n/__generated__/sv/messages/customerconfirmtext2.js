/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ email: NonNullable<unknown> }} Customerconfirmtext2Inputs */

const sv_customerconfirmtext2 = /** @type {(inputs: Customerconfirmtext2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Bekräfta ${i?.email} så att vi alltid kan nå dig.`)
};

/**

* @param {Customerconfirmtext2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const customerconfirmtext2 = sv_customerconfirmtext2;
export { customerconfirmtext2 as "customerConfirmText" }