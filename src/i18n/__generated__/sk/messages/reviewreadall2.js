/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviewreadall2Inputs */

const sk_reviewreadall2 = /** @type {(inputs: Reviewreadall2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prečítať všetky hodnotenia`)
};

/**

* @param {Reviewreadall2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const reviewreadall2 = sk_reviewreadall2;
export { reviewreadall2 as "reviewReadAll" }