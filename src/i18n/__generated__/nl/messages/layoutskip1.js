/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ target: "categories" | "categoryRecommendations" | "inspirationText" | "main" | "productRecommendations" }} Layoutskip1Inputs */

const nl_layoutskip1 = /** @type {(inputs: Layoutskip1Inputs) => LocalizedString} */ (i) => {
	if (i?.target === "main") return /** @type {LocalizedString} */ (`Direct naar de inhoud`);
	if (i?.target === "categories") return /** @type {LocalizedString} */ (`Productcategorieën overslaan`);
	if (i?.target === "productRecommendations") return /** @type {LocalizedString} */ (`Productaanbevelingen overslaan`);
	if (i?.target === "categoryRecommendations") return /** @type {LocalizedString} */ (`Categorieaanbevelingen overslaan`);
	if (i?.target === "inspirationText") return /** @type {LocalizedString} */ (`Inspiratietekst overslaan`);
	return /** @type {LocalizedString} */ ("layoutSkip");
};

/**

* @param {Layoutskip1Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const layoutskip1 = nl_layoutskip1;
export { layoutskip1 as "layoutSkip" }