/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ email: NonNullable<unknown> }} Thanksconfirmationsent2Inputs */

const nl_thanksconfirmationsent2 = /** @type {(inputs: Thanksconfirmationsent2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`We hebben een orderbevestiging naar ${i?.email} gestuurd.`)
};

/**

* @param {Thanksconfirmationsent2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const thanksconfirmationsent2 = nl_thanksconfirmationsent2;
export { thanksconfirmationsent2 as "thanksConfirmationSent" }