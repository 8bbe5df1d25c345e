/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Basketchangetitle2Inputs */

const sk_basketchangetitle2 = /** @type {(inputs: Basketchangetitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zmeniť tovar`)
};

/**

* @param {Basketchangetitle2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const basketchangetitle2 = sk_basketchangetitle2;
export { basketchangetitle2 as "basketChangeTitle" }