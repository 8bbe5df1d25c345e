/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contactchoose1Inputs */

const fr_contactchoose1 = /** @type {(inputs: Contactchoose1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veuillez choisir`)
};

/**

* @param {Contactchoose1Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const contactchoose1 = fr_contactchoose1;
export { contactchoose1 as "contactChoose" }