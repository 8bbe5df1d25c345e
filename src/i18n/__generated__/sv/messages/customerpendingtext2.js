/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ email: NonNullable<unknown> }} Customerpendingtext2Inputs */

const sv_customerpendingtext2 = /** @type {(inputs: Customerpendingtext2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Klicka på länken i mejlet till ${i?.email}.`)
};

/**

* @param {Customerpendingtext2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const customerpendingtext2 = sv_customerpendingtext2;
export { customerpendingtext2 as "customerPendingText" }