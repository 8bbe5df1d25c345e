/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ code: NonNullable<unknown> }} Contentcopycode2Inputs */

const sk_contentcopycode2 = /** @type {(inputs: Contentcopycode2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Kopírovať kód ${i?.code}`)
};

/**

* @param {Contentcopycode2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const contentcopycode2 = sk_contentcopycode2;
export { contentcopycode2 as "contentCopyCode" }