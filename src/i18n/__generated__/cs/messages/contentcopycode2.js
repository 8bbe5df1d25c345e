/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ code: NonNullable<unknown> }} Contentcopycode2Inputs */

const cs_contentcopycode2 = /** @type {(inputs: Contentcopycode2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Kopírovat kód ${i?.code}`)
};

/**

* @param {Contentcopycode2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const contentcopycode2 = cs_contentcopycode2;
export { contentcopycode2 as "contentCopyCode" }