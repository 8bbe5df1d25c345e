/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviewreadall2Inputs */

const fr_reviewreadall2 = /** @type {(inputs: Reviewreadall2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lire tous les avis`)
};

/**

* @param {Reviewreadall2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const reviewreadall2 = fr_reviewreadall2;
export { reviewreadall2 as "reviewReadAll" }