/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ email: NonNullable<unknown> }} Supportsend1Inputs */

const sk_supportsend1 = /** @type {(inputs: Supportsend1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pošlite nám prosím tieto údaje cez chat alebo e-mailom na ${i?.email}. Pomôžeme Vám tak rýchlejšie.`)
};

/**

* @param {Supportsend1Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const supportsend1 = sk_supportsend1;
export { supportsend1 as "supportSend" }