/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ code: NonNullable<unknown> }} Contentcopycode2Inputs */

const de_contentcopycode2 = /** @type {(inputs: Contentcopycode2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Code ${i?.code} kopieren`)
};

/**

* @param {Contentcopycode2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const contentcopycode2 = de_contentcopycode2;
export { contentcopycode2 as "contentCopyCode" }