/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ email: NonNullable<unknown> }} Thanksconfirmationsent2Inputs */

const sk_thanksconfirmationsent2 = /** @type {(inputs: Thanksconfirmationsent2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Potvrdenie objednávky sme poslali na ${i?.email}.`)
};

/**

* @param {Thanksconfirmationsent2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const thanksconfirmationsent2 = sk_thanksconfirmationsent2;
export { thanksconfirmationsent2 as "thanksConfirmationSent" }