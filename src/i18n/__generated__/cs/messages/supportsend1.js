/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ email: NonNullable<unknown> }} Supportsend1Inputs */

const cs_supportsend1 = /** @type {(inputs: Supportsend1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pošlete nám prosím tyto údaje přes chat nebo e-mailem na ${i?.email}. Pomůžeme Vám tak rychleji.`)
};

/**

* @param {Supportsend1Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const supportsend1 = cs_supportsend1;
export { supportsend1 as "supportSend" }