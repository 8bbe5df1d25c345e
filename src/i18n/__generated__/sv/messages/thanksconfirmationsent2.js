/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ email: NonNullable<unknown> }} Thanksconfirmationsent2Inputs */

const sv_thanksconfirmationsent2 = /** @type {(inputs: Thanksconfirmationsent2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Vi har skickat en orderbekräftelse till ${i?.email}.`)
};

/**

* @param {Thanksconfirmationsent2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const thanksconfirmationsent2 = sv_thanksconfirmationsent2;
export { thanksconfirmationsent2 as "thanksConfirmationSent" }