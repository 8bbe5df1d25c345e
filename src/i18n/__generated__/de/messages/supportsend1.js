/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ email: NonNullable<unknown> }} Supportsend1Inputs */

const de_supportsend1 = /** @type {(inputs: Supportsend1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Bitte senden Sie uns diese Angaben per Chat oder per E-Mail an ${i?.email}. So können wir Ihnen schneller helfen.`)
};

/**

* @param {Supportsend1Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const supportsend1 = de_supportsend1;
export { supportsend1 as "supportSend" }