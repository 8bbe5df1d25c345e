/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Serverbusy1Inputs */

const fr_serverbusy1 = /** @type {(inputs: Serverbusy1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La boutique est très demandée en ce moment. Veuillez réessayer dans quelques secondes.`)
};

/**

* @param {Serverbusy1Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const serverbusy1 = fr_serverbusy1;
export { serverbusy1 as "serverBusy" }