/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ number: NonNullable<unknown>, count: NonNullable<unknown>, title: NonNullable<unknown> }} Checkoutsteptitle2Inputs */

const sv_checkoutsteptitle2 = /** @type {(inputs: Checkoutsteptitle2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Steg ${i?.number} av ${i?.count}: ${i?.title}`)
};

/**

* @param {Checkoutsteptitle2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const checkoutsteptitle2 = sv_checkoutsteptitle2;
export { checkoutsteptitle2 as "checkoutStepTitle" }