/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ email: NonNullable<unknown> }} Thanksconfirmationsent2Inputs */

const cs_thanksconfirmationsent2 = /** @type {(inputs: Thanksconfirmationsent2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Potvrzení objednávky jsme poslali na ${i?.email}.`)
};

/**

* @param {Thanksconfirmationsent2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const thanksconfirmationsent2 = cs_thanksconfirmationsent2;
export { thanksconfirmationsent2 as "thanksConfirmationSent" }