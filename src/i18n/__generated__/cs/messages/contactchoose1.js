/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contactchoose1Inputs */

const cs_contactchoose1 = /** @type {(inputs: Contactchoose1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vyberte prosím`)
};

/**

* @param {Contactchoose1Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const contactchoose1 = cs_contactchoose1;
export { contactchoose1 as "contactChoose" }