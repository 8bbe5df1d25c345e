/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ code: NonNullable<unknown> }} Contentcopycode2Inputs */

const fr_contentcopycode2 = /** @type {(inputs: Contentcopycode2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Copier le code ${i?.code}`)
};

/**

* @param {Contentcopycode2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const contentcopycode2 = fr_contentcopycode2;
export { contentcopycode2 as "contentCopyCode" }