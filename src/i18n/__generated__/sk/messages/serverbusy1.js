/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Serverbusy1Inputs */

const sk_serverbusy1 = /** @type {(inputs: Serverbusy1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O obchod je práve veľký záujem. Skúste to, prosím, o niekoľko sekúnd znova.`)
};

/**

* @param {Serverbusy1Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const serverbusy1 = sk_serverbusy1;
export { serverbusy1 as "serverBusy" }