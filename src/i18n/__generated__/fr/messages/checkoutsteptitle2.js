/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ number: NonNullable<unknown>, count: NonNullable<unknown>, title: NonNullable<unknown> }} Checkoutsteptitle2Inputs */

const fr_checkoutsteptitle2 = /** @type {(inputs: Checkoutsteptitle2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Étape ${i?.number} sur ${i?.count} : ${i?.title}`)
};

/**

* @param {Checkoutsteptitle2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const checkoutsteptitle2 = fr_checkoutsteptitle2;
export { checkoutsteptitle2 as "checkoutStepTitle" }