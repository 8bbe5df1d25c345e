/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ number: NonNullable<unknown>, count: NonNullable<unknown>, title: NonNullable<unknown> }} Checkoutsteptitle2Inputs */

const nl_checkoutsteptitle2 = /** @type {(inputs: Checkoutsteptitle2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Stap ${i?.number} van ${i?.count}: ${i?.title}`)
};

/**

* @param {Checkoutsteptitle2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const checkoutsteptitle2 = nl_checkoutsteptitle2;
export { checkoutsteptitle2 as "checkoutStepTitle" }