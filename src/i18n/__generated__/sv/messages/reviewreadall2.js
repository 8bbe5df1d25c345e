/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviewreadall2Inputs */

const sv_reviewreadall2 = /** @type {(inputs: Reviewreadall2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Läs alla omdömen`)
};

/**

* @param {Reviewreadall2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const reviewreadall2 = sv_reviewreadall2;
export { reviewreadall2 as "reviewReadAll" }