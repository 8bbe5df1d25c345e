/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Basketdisposaltitle2Inputs */

const sk_basketdisposaltitle2 = /** @type {(inputs: Basketdisposaltitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Likvidácia`)
};

/**

* @param {Basketdisposaltitle2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const basketdisposaltitle2 = sk_basketdisposaltitle2;
export { basketdisposaltitle2 as "basketDisposalTitle" }