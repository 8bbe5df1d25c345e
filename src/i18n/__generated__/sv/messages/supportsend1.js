/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ email: NonNullable<unknown> }} Supportsend1Inputs */

const sv_supportsend1 = /** @type {(inputs: Supportsend1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Skicka uppgifterna till oss i chatten eller via mejl till ${i?.email}. Då kan vi hjälpa dig snabbare.`)
};

/**

* @param {Supportsend1Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const supportsend1 = sv_supportsend1;
export { supportsend1 as "supportSend" }