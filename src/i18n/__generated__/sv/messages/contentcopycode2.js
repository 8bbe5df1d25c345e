/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ code: NonNullable<unknown> }} Contentcopycode2Inputs */

const sv_contentcopycode2 = /** @type {(inputs: Contentcopycode2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Kopiera koden ${i?.code}`)
};

/**

* @param {Contentcopycode2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const contentcopycode2 = sv_contentcopycode2;
export { contentcopycode2 as "contentCopyCode" }