/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ number: NonNullable<unknown>, count: NonNullable<unknown>, title: NonNullable<unknown> }} Checkoutsteptitle2Inputs */

const sk_checkoutsteptitle2 = /** @type {(inputs: Checkoutsteptitle2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Krok ${i?.number} z ${i?.count}: ${i?.title}`)
};

/**

* @param {Checkoutsteptitle2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const checkoutsteptitle2 = sk_checkoutsteptitle2;
export { checkoutsteptitle2 as "checkoutStepTitle" }