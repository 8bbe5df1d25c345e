/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ email: NonNullable<unknown> }} Supportsend1Inputs */

const fr_supportsend1 = /** @type {(inputs: Supportsend1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Envoyez-nous ces informations par chat ou par e-mail à ${i?.email}. Nous pourrons ainsi vous aider plus rapidement.`)
};

/**

* @param {Supportsend1Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const supportsend1 = fr_supportsend1;
export { supportsend1 as "supportSend" }