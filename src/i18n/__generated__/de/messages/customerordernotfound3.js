/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerordernotfound3Inputs */

const de_customerordernotfound3 = /** @type {(inputs: Customerordernotfound3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diese Bestellung haben wir in Ihrem Konto nicht gefunden.`)
};

/**

* @param {Customerordernotfound3Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const customerordernotfound3 = de_customerordernotfound3;
export { customerordernotfound3 as "customerOrderNotFound" }