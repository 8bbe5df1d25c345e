/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ email: NonNullable<unknown> }} Supportsend1Inputs */

const nl_supportsend1 = /** @type {(inputs: Supportsend1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Stuur ons deze gegevens via de chat of per e-mail naar ${i?.email}. Zo kunnen we je sneller helpen.`)
};

/**

* @param {Supportsend1Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const supportsend1 = nl_supportsend1;
export { supportsend1 as "supportSend" }