/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contentcopyfailed2Inputs */

const de_contentcopyfailed2 = /** @type {(inputs: Contentcopyfailed2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der Code konnte nicht kopiert werden. Bitte markieren und kopieren Sie ihn selbst.`)
};

/**

* @param {Contentcopyfailed2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const contentcopyfailed2 = de_contentcopyfailed2;
export { contentcopyfailed2 as "contentCopyFailed" }